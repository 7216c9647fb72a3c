import { useEffect, useState } from 'react';
import { Group, Input } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { dayjsFormat } from '../dates';
import { useLanguage } from '../useLanguage';

dayjs.extend(customParseFormat);

/** What a typed day may look like: the screen's own format ('2025-Okt-01'), or the ISO and picker forms. */
const TYPED_DAY_FORMATS = [dayjsFormat('display'), dayjsFormat('iso'), dayjsFormat('picker')];

/** The day (YYYY-MM-DD) typed in any of TYPED_DAY_FORMATS, in the UI language's month names; null otherwise. */
export function parseTypedDay(text: string, language: string): string | null {
  const typed = dayjs(text.trim(), TYPED_DAY_FORMATS, language, true);
  return typed.isValid() ? typed.format(dayjsFormat('iso')) : null;
}

function split(value: string): [string, string] {
  const [day = '', time = ''] = value.trim().split(/[ T]/);
  return [day, time.slice(0, 5)];
}

/**
 * A moment as a date and a time that can both be typed (a bank-in slip's time is read off
 * paper): a DateInput (typed as on screen, '2025-Okt-01', or 2025-10-01; or picked) beside a
 * TimeInput (the browser's HH:mm field). The form's value is Mantine's 'YYYY-MM-DD HH:mm:ss',
 * '' until both halves are there, so the schema still says what is missing.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  description,
  maxDate,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
  maxDate?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [day, setDay] = useState(() => split(value)[0]);
  const [time, setTime] = useState(() => split(value)[1]);
  // A value set from outside (a reset, a record arriving) shows in both halves.
  useEffect(() => {
    if (!value) return;
    const [nextDay, nextTime] = split(value);
    setDay(nextDay);
    setTime(nextTime);
  }, [value]);
  const change = (nextDay: string, nextTime: string) => {
    setDay(nextDay);
    setTime(nextTime);
    onChange(nextDay && /^\d{2}:\d{2}$/.test(nextTime) ? `${nextDay} ${nextTime}:00` : '');
  };
  return (
    <Input.Wrapper label={label} required={required} error={error} description={description} data-testid={testId}>
      <Group gap="xs" wrap="nowrap" mt={4}>
        <DateInput
          aria-label={t('resource.dateOf', { label })}
          value={day || null}
          onChange={(next) => change(next ?? '', time)}
          onBlur={onBlur}
          valueFormat={dayjsFormat('display')}
          dateParser={(text) => parseTypedDay(text, language)}
          maxDate={maxDate ? maxDate.slice(0, 10) : undefined}
          placeholder={dayjs().format(dayjsFormat('iso'))}
          error={Boolean(error)}
          disabled={disabled}
          popoverProps={{ withinPortal: true }}
          style={{ flex: 1 }}
          data-testid={testId && `${testId}-date`}
        />
        <TimeInput
          aria-label={t('resource.timeOf', { label })}
          value={time}
          onChange={(event) => change(day, event.currentTarget.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          disabled={disabled}
          w={120}
          data-testid={testId && `${testId}-time`}
        />
      </Group>
    </Input.Wrapper>
  );
}
