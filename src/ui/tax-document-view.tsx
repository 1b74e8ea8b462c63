import { t } from '../i18n/index.ts';
import type { DocumentLayout } from '../lib/tax-document-layout.ts';
import classes from './tax-document-view.module.css';

/**
 * A tax invoice, credit note or quotation on screen and on A4 paper, from its DocumentLayout
 * (the same layout the PDF draws). Plain HTML so printing it needs nothing but this stylesheet.
 */
export function TaxDocumentView({ layout }: { layout: DocumentLayout }) {
  return (
    <article className={classes.document} aria-label={`${layout.title} ${layout.number}`}>
      <header className={classes.head}>
        <div>
          <h2 className={classes.title}>{layout.title}</h2>
          {layout.note && <p className={classes.note}>{layout.note}</p>}
        </div>
        <dl className={classes.details}>
          {layout.details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className={classes.parties}>
        {[layout.seller, layout.buyer].map((block) => (
          <section key={block.heading} className={classes.party}>
            <h3>{block.heading}</h3>
            {block.lines.map((line, i) => (
              <p key={i} className={i === 0 ? classes.name : undefined}>
                {line}
              </p>
            ))}
          </section>
        ))}
      </div>
      <div className={classes.scroll} tabIndex={0} role="region" aria-label={t('Lines')}>
        <table className={classes.lines}>
          <thead>
            <tr>
              {layout.columns.map((c) => (
                <th key={c.label} className={c.numeric ? classes.num : undefined} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {layout.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td
                    key={c}
                    className={layout.columns[c]?.numeric ? classes.num : undefined}
                    data-label={layout.columns[c]?.label}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={classes.totals}>
        {layout.totals.map(([label, value], i) => (
          <div key={label}>
            <dt>{label}</dt>
            {/* The total stays readable: the chat button steps aside from it on a phone. */}
            <dd data-keep-clear={i === layout.totals.length - 1 || undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={classes.words}>{layout.amountInWords}</p>
      {layout.reverseCharge && <p>{layout.reverseCharge}</p>}
      {layout.terms && layout.terms.length > 0 && (
        <dl className={classes.terms}>
          {layout.terms.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <footer className={classes.signature}>
        <p>{layout.signature[0]}</p>
        <p className={classes.signLine}>{layout.signature[1]}</p>
      </footer>
    </article>
  );
}
