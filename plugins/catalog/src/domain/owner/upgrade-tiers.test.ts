import { invoiceAmounts, tierFeatures, UPGRADE_TIERS } from './upgrade-tiers';

describe('upgrade tiers', () => {
  it.each([
    [1, { photos_on_cards: 1, slider: false, favourite_button: false, ranking: 1 }],
    [2, { photos_on_cards: 1, slider: false, favourite_button: false, ranking: 2 }],
    [3, { photos_on_cards: 3, slider: true, favourite_button: true, ranking: 3 }],
    [5, { photos_on_cards: 3, slider: true, favourite_button: true, ranking: 5 }],
  ])('tier %p shows what the result-card rules give it', (typeId, features) => {
    expect(tierFeatures(typeId)).toEqual(features);
  });

  it('lists the five orderable tiers cheapest first', () => {
    expect(UPGRADE_TIERS.map((tier) => tier.name)).toEqual([
      'basis',
      'grund',
      'premium',
      'top_premium',
      'top_premium_plus',
    ]);
  });

  it.each([
    [890, { net: 890, vat: 72.1, total: 962.1 }],
    [390, { net: 390, vat: 31.6, total: 421.6 }],
    [1490, { net: 1490, vat: 120.7, total: 1610.7 }],
    [0, { net: 0, vat: 0, total: 0 }],
  ])('adds 8.1 %% VAT to CHF %p, the total rounded to 5 Rappen', (net, amounts) => {
    expect(invoiceAmounts(net)).toEqual(amounts);
  });
});
