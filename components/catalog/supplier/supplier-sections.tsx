import type { ReactNode } from 'react';
import { WORKS_WITHOUT_SCRIPTS } from '@/lib/hydration/hydration-gate';
import { SupplierSectionState } from './supplier-section-state';
import hidden from '@/components/ui/visually-hidden.module.css';
import styles from './supplier-sections.module.css';

/** The radio buttons' name: one storefront per page, so one group. */
const SECTION_FIELD = 'supplier-section';

export type SupplierSection = { id: string; label: string; content: ReactNode };

/**
 * The storefront's sections, one open at a time, chosen with a row of radio buttons drawn as tabs:
 * the first tap opens a section with no script (ADR 9), the arrow keys move between them, and CSS
 * shows the panel whose button is checked (`:has(:checked)`). Every panel is in the HTML
 * (crawlers read them all). Which one is open is also the seed's `supplier.openSection`.
 */
export function SupplierSections({ label, sections }: { label: string; sections: SupplierSection[] }) {
  // One rule per section: the ids are the page's, and a browser without `:has()` shows them all.
  const rules = sections
    .map((s) => `[data-sections]:has(input[name="${SECTION_FIELD}"][value="${s.id}"]:checked) [data-section]:not([data-section="${s.id}"]){display:none}`)
    .join('');
  return (
    <div className={styles.sections} data-sections="">
      <style>{rules}</style>
      <div role="radiogroup" aria-label={label} className={styles.tabs} {...WORKS_WITHOUT_SCRIPTS}>
        {sections.map((s, i) => (
          <label key={s.id} className={styles.tab}>
            <input type="radio" name={SECTION_FIELD} value={s.id} defaultChecked={i === 0} className={styles.radio} />
            <span>{s.label}</span>
          </label>
        ))}
      </div>
      {sections.map((s) => (
        <section key={s.id} id={`section-${s.id}`} aria-labelledby={`section-${s.id}-title`} data-section={s.id}>
          {/* The tabs draw the title; the heading gives the panel its place under the storefront's h1. */}
          <h2 id={`section-${s.id}-title`} className={hidden.visuallyHidden}>
            {s.label}
          </h2>
          {s.content}
        </section>
      ))}
      <SupplierSectionState field={SECTION_FIELD} />
    </div>
  );
}
