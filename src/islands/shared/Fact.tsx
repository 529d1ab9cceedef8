// One row of a `.facts` definition list: what it is, and its value.
import type { ReactNode } from 'react';

export function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
