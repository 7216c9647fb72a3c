import { PageHeader } from '../../../ui/PageHeader';

/** Placeholder until the screen is built (issue 16). */
export function BedCombinationFormPage() {
  return <PageHeader title="BedCombinationFormPage" />;
}
