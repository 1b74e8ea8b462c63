// Specification rows in the order a buyer compares them (the database keeps JSON keys in its
// own order); names not listed keep their order after these.
const PREFERRED = [
  'Laser lines',
  'Beam colour',
  'Range',
  'Working range',
  'Accuracy',
  'Self-levelling range',
  'Levelling',
  'Laser',
  'Laser class',
  'Connectivity',
  'Units',
  'Memory',
  'IP rating',
  'Battery',
  'Tripod thread',
  'Size',
  'Weight',
  'Warranty',
];

export function orderedSpecifications(specifications: Record<string, string>): [string, string][] {
  const rank = (name: string) => {
    const index = PREFERRED.indexOf(name);
    return index === -1 ? PREFERRED.length : index;
  };
  return Object.entries(specifications)
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.position - b.position)
    .map(({ entry }) => entry);
}
