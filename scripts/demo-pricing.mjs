/**
 * Demo mark-ups (issue "Pricing"), made through the running API like any client, for the groups
 * the pricing seed makes (STANDARD and GOLD for agencies, B2C for consumers): hotel mark-ups in
 * force from 2024, so the demo hotels' availability answers selling prices and the quote
 * ("Why this price") has something to explain. Called by scripts/demo-data.mjs after the demo hotels.
 *
 * Idempotent: a mark-up whose name exists is kept as it is (an operator's versions survive every
 * `npm start`); a group missing (renamed code, not seeded) is skipped with a word in the log.
 */

const HOTEL = { productType: 'hotel', basedOn: 'PERCENTAGE', feeBasis: 0, paymentType: 'ANY', validFrom: '2024-01-01' };

/** Percentages in basis points (1000 = 10%). */
const MARKUPS = [
  {
    group: 'STANDARD',
    customerType: 'B2B',
    name: 'Hotels for standard agencies',
    // Cheaper hotels take a higher percentage.
    sameForAll: false,
    rows: [
      { starRating: 1, value: 1_500 },
      { starRating: 2, value: 1_400 },
      { starRating: 3, value: 1_200 },
      { starRating: 4, value: 1_000 },
      { starRating: 5, value: 900 },
    ],
  },
  { group: 'GOLD', customerType: 'B2B', name: 'Hotels for gold agencies', sameForAll: true, rows: [{ value: 800 }] },
  {
    group: 'B2C',
    customerType: 'B2C',
    name: 'Hotels for consumers',
    sameForAll: true,
    // RM 2.00 per room night for the booking engine's upkeep.
    rows: [{ value: 1_500, maintenanceFee: 200 }],
  },
];

export async function seedDemoPricing({ call, token, log }) {
  const get = (path) => call('GET', `/markup/${path}`, { token });
  const groups = await get('GetAllMarkupGroupList');
  let made = 0;
  for (const { group: code, ...markup } of MARKUPS) {
    const group = groups.find((g) => g.code === code);
    if (!group) {
      log(`demo mark-up '${markup.name}' skipped: no mark-up group ${code}`);
      continue;
    }
    const existing = await get(`GetMarkupList?name=${encodeURIComponent(markup.name)}`);
    if (existing.some((m) => m.name === markup.name)) continue;
    await call('POST', '/markup/Create', {
      token,
      body: { ...HOTEL, ...markup, markupGroupListID: group.markupGroupListID, reason: 'Demo data' },
    });
    made++;
  }
  log(made > 0 ? `demo mark-ups: ${made} made (hotels for the STANDARD, GOLD and B2C groups)` : 'demo mark-ups are in place');
}
