import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCan } from '../../app/hooks';
import type { ListCreate } from './resource.types';

/** A screen's 'Create ...' button: a link (`to`) or an action (`onClick`), shown only to holders of its `permission`. */
export function CreateButton({ create }: { create: ListCreate }) {
  const can = useCan();
  if (create.permission && !can(create.permission)) return null;
  const Icon = create.icon ?? IconPlus;
  const common = { leftSection: <Icon size={16} />, 'data-testid': create.testId };
  return create.to ? (
    <Button component={Link} to={create.to} {...common}>
      {create.label}
    </Button>
  ) : (
    <Button onClick={create.onClick} {...common}>
      {create.label}
    </Button>
  );
}
