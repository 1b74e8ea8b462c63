import { orderedSpecifications } from './spec-order.ts';

/** The specifications map as a two-column table (src/ui/data-table.css). */
export function ProductSpecs({ specifications }: { specifications: Record<string, string> }) {
  const rows = orderedSpecifications(specifications);
  if (rows.length === 0) return null;
  return (
    <table className="data-table data-table--striped">
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ width: '40%' }}>
              {name}
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
