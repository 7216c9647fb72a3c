import { PageHeader } from '../../../ui/PageHeader';

/** Placeholder until the screen is built (issue 16). */
export function AmenityListPage() {
  return <PageHeader title="AmenityListPage" />;
}
