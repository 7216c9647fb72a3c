import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCan } from '../../app/hooks';
import { useDialog } from '../Dialog';
import type { ListCreate } from './resource.types';

/**
 * A screen's 'Create ...' button: a link (`to`), an action (`onClick`) or a dialog it opens
 * (`dialog`), shown only to holders of its `permission`.
 */
export function CreateButton({ create }: { create: ListCreate }) {
  const can = useCan();
  const [openDialog, dialog] = useDialog();
  if (create.permission && !can(create.permission)) return null;
  const Icon = create.icon ?? IconPlus;
  const common = { leftSection: <Icon size={16} />, 'data-testid': create.testId };
  const content = create.dialog;
  const onClick = content ? () => openDialog({ title: create.label, render: content }) : create.onClick;
  return create.to ? (
    <Button component={Link} to={create.to} {...common}>
      {create.label}
    </Button>
  ) : (
    <>
      <Button onClick={onClick} {...common}>
        {create.label}
      </Button>
      {dialog}
    </>
  );
}
