import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/** A fact: its label, what it is, and the test id of the value. Entries may be left out with `cond && [...]`. */
export type Fact = readonly [label: string, value: ReactNode, testId?: string];

/** Labelled facts as a description list, two columns from the sm breakpoint (one on a phone). */
export function Facts({ facts, cols = 2 }: { facts: readonly (Fact | false | null | undefined)[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="xs" component="dl" m={0}>
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map(([label, value, testId]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}

/** One part of a record's page (a booking's, a payload's): a bordered card with its heading (h2 under the page's h1). */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="lg" component="section" data-testid={testId}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A Section that is just its facts (a booking's stay, contact, payment...). */
export function FactsSection({
  title,
  facts,
  testId,
}: {
  title: string;
  facts: Parameters<typeof Facts>[0]['facts'];
  testId?: string;
}) {
  return (
    <Section title={title} testId={testId}>
      <Facts facts={facts} />
    </Section>
  );
}
