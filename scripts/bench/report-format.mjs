// Number formats and the goal row shared by the report's sections.

export const n = (v, digits = 1) =>
  v === null || v === undefined || Number.isNaN(v) ? '–' : v.toFixed(digits);
export const int = (v) => (v === null || v === undefined ? '–' : Math.round(v).toLocaleString('en'));

export const goalRow = (goal, actual, pass) =>
  `| ${goal} | ${actual} | ${pass === null ? '–' : pass ? '**pass**' : '**fail**'} |`;

/** Server plus database CPU per request, in ms (null when not measured). */
export const cpuOf = (r) =>
  r?.cpu?.serverMs === null || r?.cpu?.serverMs === undefined
    ? null
    : r.cpu.serverMs + (r.cpu.databaseMs ?? 0);
