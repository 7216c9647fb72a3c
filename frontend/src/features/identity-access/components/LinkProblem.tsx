import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Why an e-mailed link cannot be used, and the one way forward (ask for a new link, or sign in). */
export function LinkProblem({ message, actionLabel, actionTo }: { message: string; actionLabel: string; actionTo: string }) {
  return (
    <>
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="link-problem">
        {message}
      </Alert>
      <Button component={Link} to={actionTo} fullWidth>
        {actionLabel}
      </Button>
    </>
  );
}
