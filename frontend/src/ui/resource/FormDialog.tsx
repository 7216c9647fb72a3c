import type { MantineSize } from '@mantine/core';
import type { z } from 'zod';
import { toastSuccess } from '../../lib/toast';
import { useDialog } from '../Dialog';
import { ResourceForm, type FormValues, type ResourceFormProps } from './ResourceForm';

export interface FormDialogRequest<S extends z.ZodType, V extends FormValues> extends Omit<
  ResourceFormProps<S, V>,
  'onSubmit' | 'cancelTo'
> {
  title: string;
  size?: MantineSize;
  /**
   * Sends the form; a returned string is the success toast. The dialog then closes (and `then`
   * runs, e.g. opening the next step); a thrown API error stays in the form, at its field.
   */
  onSubmit: (values: z.output<S>) => Promise<string | void>;
  then?: (values: z.output<S>) => void;
}

/**
 * A create or edit form in a dialog, from a definition (the fields and shared schema of
 * ResourceForm): `const [openForm, formDialog] = useFormDialog()`, then
 * `openForm({ title, schema, initialValues, fields, submitLabel, onSubmit })`.
 */
export function useFormDialog() {
  const [openDialog, dialog] = useDialog();
  const openForm = <S extends z.ZodType, V extends FormValues>({
    title,
    size,
    onSubmit,
    then,
    ...form
  }: FormDialogRequest<S, V>) =>
    openDialog({
      title,
      size,
      render: (close) => (
        <ResourceForm<S, V>
          {...form}
          onSubmit={async (values) => {
            const message = await onSubmit(values);
            if (message) toastSuccess(message);
            close();
            then?.(values);
          }}
        />
      ),
    });
  return [openForm, dialog] as const;
}
