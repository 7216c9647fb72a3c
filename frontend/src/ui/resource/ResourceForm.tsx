import { useEffect, type ReactNode } from 'react';
import {
  Checkbox,
  FileInput,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { dayjsFormat } from '../dates';
import { useSchemaForm } from '../useSchemaForm';
import { DateTimeField } from './DateTimeField';
import { FormButtons } from './FormButtons';

export type FormFieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'textarea'
  | 'number'
  | 'select'
  | 'switch'
  | 'checkbox'
  | 'checkboxes'
  | 'files'
  | 'date'
  | 'datetime';

export interface FormField {
  /** Path of the value in the form (and in the schema / API body). */
  name: string;
  label: string;
  type?: FormFieldType;
  /** Choices of select and checkboxes fields. */
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  description?: string;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  /** Takes the whole row (the form has two columns from the sm breakpoint). */
  wide?: boolean;
  /** `files` fields: the types the file picker offers (`accept` of the input), e.g. '.pdf,image/png'. */
  accept?: string;
  /** `datetime` fields: the latest moment offered ('YYYY-MM-DD HH:mm:ss', e.g. now for a past event). `date` fields: the latest day. */
  maxDate?: string;
  /** `date` fields: the earliest day offered ('YYYY-MM-DD', e.g. the start of a validity for its end). */
  minDate?: string;
}

export type FormValues = Record<string, unknown>;

export interface ResourceFormProps<S extends z.ZodType, V extends FormValues> {
  /**
   * The shared zod schema the API validates the same body with; a function of the values when a
   * field's rules follow another field (an amount's decimal places follow its currency). Each
   * field's rule then reads the other's value directly, rather than through an object-level
   * refinement, which zod skips while any required field is still empty.
   */
  schema: S | ((values: V) => S);
  initialValues: V;
  /** Fields in order; a function when choices depend on other values (level options of a role). */
  fields: readonly FormField[] | ((values: V) => readonly FormField[]);
  /**
   * Sends the form. Throw the API error to have it shown (field errors at their field); return a
   * path to go there once saved (the unsaved-changes guard lets it pass).
   */
  onSubmit: (values: z.output<S>) => Promise<string | void>;
  submitLabel: string;
  /** Where 'Cancel' goes; no cancel button without it. */
  cancelTo?: string;
  /** React to a change (e.g. clear the level when the role changes). */
  onValuesChange?: (values: V, previous: V, form: UseFormReturnType<V>) => void;
  /** A dimmed line of text under the fields (what the form changes, what stays as it is). */
  note?: ReactNode;
  /** Extra content under the fields (after the note: hints, a matrix...). */
  children?: ReactNode;
  testId?: string;
  /** Shown, not editable: every field disabled, no buttons (a record the user may only view). */
  readOnly?: boolean;
  /**
   * Ask before leaving with unsaved changes (default). Off for a form in a dialog on a page that
   * has its own form: the router keeps one guard only, and closing the dialog is the way out.
   */
  guardUnsaved?: boolean;
}

/**
 * A create/edit form from a field list and a shared zod schema: validation messages of the
 * schema's catalogue in the UI language (lib/form.ts), the server's field errors shown at their
 * field, other failures above the buttons, and a guard against leaving with unsaved changes.
 */
export function ResourceForm<S extends z.ZodType, V extends FormValues>(props: ResourceFormProps<S, V>) {
  const { schema, initialValues, onSubmit, submitLabel, cancelTo, testId, readOnly = false, guardUnsaved = true } = props;
  const { form, submit, submitting, error, guard } = useSchemaForm({
    schema,
    initialValues,
    onSubmit: (body) => onSubmit(body),
    onValuesChange: props.onValuesChange,
  });

  // Initial values that arrive later (an edit form waiting for its record) reset the form.
  const initialJson = JSON.stringify(initialValues);
  useEffect(() => {
    form.setInitialValues(JSON.parse(initialJson) as V);
    form.setValues(JSON.parse(initialJson) as V);
    form.resetDirty(JSON.parse(initialJson) as V);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the initial values change
  }, [initialJson]);

  const listed = typeof props.fields === 'function' ? props.fields(form.getValues()) : props.fields;
  const fields = readOnly ? listed.map((field) => ({ ...field, disabled: true })) : listed;

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {fields.map((field) => (
            <div key={field.name} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
              <FieldInput field={field} form={form} />
            </div>
          ))}
        </SimpleGrid>
        {props.note && (
          <Text size="sm" c="dimmed">
            {props.note}
          </Text>
        )}
        {props.children}
        {error}
        {!readOnly && <FormButtons submitLabel={submitLabel} submitting={submitting} cancelTo={cancelTo} />}
      </Stack>
      {guardUnsaved && !readOnly && guard}
    </Paper>
  );
}

function FieldInput<V extends FormValues>({ field, form }: { field: FormField; form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const common = {
    label: field.label,
    description: field.description,
    placeholder: field.placeholder,
    disabled: field.disabled,
    withAsterisk: field.required,
    name: field.name,
    autoComplete: field.autoComplete,
  };
  switch (field.type ?? 'text') {
    case 'password':
      return <PasswordInput {...common} {...form.getInputProps(field.name)} />;
    case 'textarea':
      return <Textarea {...common} autosize minRows={3} {...form.getInputProps(field.name)} />;
    case 'number': {
      const input = form.getInputProps(field.name);
      return (
        <NumberInput {...common} {...input} onChange={(value) => input.onChange(value === '' ? undefined : Number(value))} />
      );
    }
    case 'select': {
      const input = form.getInputProps(field.name);
      return (
        <Select
          {...common}
          {...input}
          value={(input.value as string | null) || null}
          onChange={(value) => input.onChange(value ?? '')}
          data={field.options ?? []}
          searchable
          // Clicking the chosen option again must not empty a required choice.
          allowDeselect={!common.withAsterisk}
          comboboxProps={{ withinPortal: true }}
        />
      );
    }
    case 'switch':
      return <Switch {...common} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
    case 'checkbox': {
      // A single tick (terms and conditions); Checkbox has no asterisk, so the label carries it.
      const { withAsterisk, ...rest } = common;
      return (
        <Checkbox
          {...rest}
          label={withAsterisk ? `${field.label} *` : field.label}
          {...form.getInputProps(field.name, { type: 'checkbox' })}
        />
      );
    }
    case 'files': {
      // Several files in a File[] value; checks (size, type) belong to the schema like any field.
      const input = form.getInputProps(field.name);
      return (
        <FileInput
          {...common}
          {...input}
          value={(input.value as File[] | undefined) ?? []}
          multiple
          clearable
          clearButtonProps={{ 'aria-label': t('resource.clearFiles') }}
          accept={field.accept}
        />
      );
    }
    case 'datetime': {
      // A local date and time as Mantine keeps it ('YYYY-MM-DD HH:mm:ss'), both halves typeable;
      // the schema turns it into what the API takes.
      const input = form.getInputProps(field.name);
      return (
        <DateTimeField
          label={field.label}
          description={field.description}
          required={field.required}
          disabled={field.disabled}
          value={(input.value as string | null) || ''}
          onChange={(value) => input.onChange(value)}
          onBlur={input.onBlur as () => void}
          error={input.error as string | undefined}
          maxDate={field.maxDate}
          testId={`field-${field.name}`}
        />
      );
    }
    case 'date': {
      // A day as the API takes it ('YYYY-MM-DD', Mantine's own value), shown in the spec's format;
      // '' when cleared (an optional end: open-ended).
      const input = form.getInputProps(field.name);
      return (
        <DatePickerInput
          {...common}
          {...input}
          value={(input.value as string | null) || null}
          onChange={(value) => input.onChange(value ?? '')}
          valueFormat={dayjsFormat('display')}
          minDate={field.minDate || undefined}
          maxDate={field.maxDate || undefined}
          clearable={!field.required}
          clearButtonProps={{ 'aria-label': t('resource.clearDates', { label: field.label }) }}
          popoverProps={{ withinPortal: true }}
        />
      );
    }
    case 'checkboxes':
      return (
        <Checkbox.Group {...common} {...form.getInputProps(field.name)}>
          <Group gap="md" mt={6}>
            {(field.options ?? []).map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'email':
      return <TextInput {...common} type="email" {...form.getInputProps(field.name)} />;
    default:
      return <TextInput {...common} {...form.getInputProps(field.name)} />;
  }
}
