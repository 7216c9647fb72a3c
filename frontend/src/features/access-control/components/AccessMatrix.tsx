import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { MENU_FUNCTION, MENU_FUNCTIONS, type MenuFunction, type RoleAccessEntry } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { PageLoader } from '../../../ui/PageLoader';
import { UnsavedChangesGuard } from '../../../ui/resource';
import { useRoleAccessQuery, useSaveRoleAccessMutation } from '../access-control.api';
import { useLanguage } from '../../../ui/useLanguage';

type Grants = Record<string, MenuFunction[]>;

function grantsOf(entries: readonly RoleAccessEntry[]): Grants {
  return Object.fromEntries(entries.map((entry) => [entry.code, [...entry.granted]]));
}

/**
 * A role's access matrix: menu entries x functions (view, create, edit, delete, approve). Only the
 * functions an entry offers have a box. Any other function implies view, and taking view away
 * takes the rest, so a role never holds an action on a screen it cannot open.
 */
export function AccessMatrix({ roleCode, editable, onSaved }: { roleCode: string; editable: boolean; onSaved?: () => void }) {
  const { t } = useTranslation('access-control');
  const language = useLanguage();
  const { data, isLoading, error } = useRoleAccessQuery(roleCode);
  const [save, { isLoading: saving }] = useSaveRoleAccessMutation();
  const [grants, setGrants] = useState<Grants>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const initial = useMemo(() => (data ? grantsOf(data.entries) : {}), [data]);
  useEffect(() => setGrants(initial), [initial]);
  const dirty = JSON.stringify(grants) !== JSON.stringify(initial);
  const locked = data?.role.allPermissions ?? false;

  if (isLoading) return <PageLoader />;
  if (error || !data)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessage(error, t('access.loadFailed'))}
      </Alert>
    );

  const toggle = (entry: RoleAccessEntry, fn: MenuFunction, on: boolean) =>
    setGrants((current) => {
      const held = new Set(current[entry.code] ?? []);
      if (on) {
        held.add(fn);
        if (entry.functions.includes('view')) held.add('view');
      } else if (fn === 'view') {
        held.clear();
      } else {
        held.delete(fn);
      }
      return { ...current, [entry.code]: MENU_FUNCTIONS.filter((f) => held.has(f)) };
    });

  const submit = async () => {
    setFailure(null);
    try {
      const result = await save({
        roleCode,
        access: data.entries.map((entry) => ({ menuCode: entry.code, functions: grants[entry.code] ?? [] })),
      }).unwrap();
      setSaved(true);
      toastSuccess(result.message);
      onSaved?.();
    } catch (failed) {
      setFailure(errorMessage(failed, t('access.saveFailed')));
    }
  };

  return (
    <Stack gap="md" data-testid="access-matrix" data-role={roleCode}>
      {locked && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {t('access.locked')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('access.menu')}</Table.Th>
              {MENU_FUNCTION.map((fn) => (
                <Table.Th key={fn.code} ta="center">
                  {fn[language]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.entries.map((entry) => {
              const name = language === 'ms' ? entry.nameMs : entry.nameEn;
              return (
                <Table.Tr key={entry.code} data-menu-code={entry.code}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {language === 'ms' ? entry.groupNameMs : entry.groupName} · {entry.code}
                    </Text>
                  </Table.Td>
                  {MENU_FUNCTION.map((fn) => (
                    <Table.Td key={fn.code} ta="center">
                      {entry.functions.includes(fn.code) ? (
                        <Checkbox
                          mx="auto"
                          w="fit-content"
                          aria-label={`${name}: ${fn[language]}`}
                          checked={(grants[entry.code] ?? []).includes(fn.code)}
                          disabled={!editable || locked}
                          onChange={(event) => toggle(entry, fn.code, event.currentTarget.checked)}
                          data-permission={`${entry.code}.${fn.code}`}
                        />
                      ) : (
                        <Text c="dimmed" aria-hidden>
                          –
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {failure && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      {editable && !locked && (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setGrants(initial)} disabled={!dirty}>
            {t('access.undo')}
          </Button>
          <Button onClick={submit} loading={saving} disabled={!dirty} data-testid="access-save">
            {t('actions.save')}
          </Button>
        </Group>
      )}
      <UnsavedChangesGuard when={() => dirty && !saved} />
    </Stack>
  );
}
