import { createIntl } from 'react-intl';
import { answerProductLocales } from './answerProductLocales';

describe('answerProductLocales', () => {
  let restore: () => void = () => undefined;
  afterEach(() => {
    restore();
    jest.restoreAllMocks();
  });

  it('answers for the product’s locales without asking the engine', () => {
    const engine = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    restore = answerProductLocales();
    expect(Intl.NumberFormat.supportedLocalesOf('de-CH')).toEqual(['de-CH']);
    expect(Intl.DateTimeFormat.supportedLocalesOf(['fr', 'en', 'fr'])).toEqual(['fr', 'en']);
    expect(engine).not.toHaveBeenCalled();
  });

  it('asks the engine about any other locale, as before', () => {
    const engine = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    restore = answerProductLocales();
    expect(Intl.NumberFormat.supportedLocalesOf(['es', 'de-CH'])).toEqual(['es', 'de-CH']);
    expect(Intl.NumberFormat.supportedLocalesOf('xx-unknown-locale')).toEqual([]);
    expect(engine).toHaveBeenCalledTimes(2);
  });

  it('lets react-intl build and format without the engine’s locale list', () => {
    const engine = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    restore = answerProductLocales();
    const intl = createIntl({ locale: 'it', messages: { price: 'Prezzo: {amount, number}' } });
    expect(intl.formatMessage({ id: 'price' }, { amount: 1234.5 })).toBe(
      `Prezzo: ${new Intl.NumberFormat('it').format(1234.5)}`,
    );
    expect(engine).not.toHaveBeenCalled();
  });

  it('puts the engine’s own checks back', () => {
    const number = Intl.NumberFormat.supportedLocalesOf;
    const date = Intl.DateTimeFormat.supportedLocalesOf;
    answerProductLocales()();
    expect(Intl.NumberFormat.supportedLocalesOf).toBe(number);
    expect(Intl.DateTimeFormat.supportedLocalesOf).toBe(date);
  });
});
