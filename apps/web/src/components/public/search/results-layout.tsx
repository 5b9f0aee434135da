import type { ReactNode } from 'react';

/**
 * A results page's body (issue 23), villas and boats alike: the filters
 * (`filters`, a FilterPanel) in a column beside the results from `lg` up;
 * on phones the panel's summary line above them.
 */
export function ResultsLayout({ filters, children }: { filters: ReactNode; children: ReactNode }) {
  return (
    <div className="lg:mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
      {filters}
      <div>{children}</div>
    </div>
  );
}
