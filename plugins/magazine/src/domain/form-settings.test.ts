import { publicFormFields } from './form-settings';

describe('publicFormFields', () => {
  it('lists the active fields in the spec order with their required flag', () => {
    expect(
      publicFormFields({
        receiver: 'redaktion@example.ch',
        fields: {
          message: { active: true, required: false },
          email: { active: true, required: true },
          phone: { active: false, required: true },
        },
      }),
    ).toEqual([
      { name: 'email', required: true },
      { name: 'message', required: false },
    ]);
  });

  it.each([
    ['no settings', null],
    ['no receiver', { fields: { email: { active: true, required: true } } }],
    [
      'no active field',
      { receiver: 'a@b.ch', fields: { email: { active: false, required: true } } },
    ],
  ])('has no form with %s', (_case, settings) => {
    expect(publicFormFields(settings)).toBeNull();
  });
});
