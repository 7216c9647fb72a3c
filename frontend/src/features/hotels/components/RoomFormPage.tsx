import { PageHeader } from '../../../ui/PageHeader';

/** Placeholder until the screen is built (issue 16). */
export function RoomFormPage() {
  return <PageHeader title="RoomFormPage" />;
}
