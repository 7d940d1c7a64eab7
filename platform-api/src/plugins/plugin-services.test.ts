import {
  createServiceRef,
  definePlugin,
  provideService,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { anyService, pluginServices } from './plugin-services';

const base = { now: () => new Date(0) } as unknown as PlatformServices;
const greeting = createServiceRef<{ hello(name: string): string }>('greeter.greeting');
const shout = createServiceRef<{ shout(name: string): string }>('loud.shout');

const greeter = definePlugin({
  id: 'greeter',
  provides: [provideService(greeting, () => ({ hello: (name) => `Hallo ${name}` }))],
});
const loud = definePlugin({
  id: 'loud',
  dependencies: ['greeter'],
  uses: [greeting],
  provides: [
    provideService(shout, (services) => ({
      shout: (name) => services.service(greeting).hello(name).toUpperCase(),
    })),
  ],
});

describe('plugin services', () => {
  it("gives a plugin the services it uses, created once with their provider's services", () => {
    let created = 0;
    const counted = definePlugin({
      ...greeter,
      provides: [
        provideService(greeting, () => {
          created += 1;
          return { hello: (name: string) => `Hallo ${name}` };
        }),
      ],
    });
    const user = definePlugin({ id: 'user', dependencies: ['loud'], uses: [shout, greeting] });
    const servicesOf = pluginServices(base, [counted, loud, user]);
    expect(servicesOf(user).service(shout).shout('Anna')).toBe('HALLO ANNA');
    expect(servicesOf(user).service(greeting)).toBe(servicesOf(loud).service(greeting));
    expect(created).toBe(1);
    expect(servicesOf(user).now()).toEqual(new Date(0));
  });

  it('refuses a service the plugin did not list in uses', () => {
    const servicesOf = pluginServices(base, [greeter, loud]);
    expect(() => servicesOf(loud).service(shout)).not.toThrow();
    const stranger = definePlugin({ id: 'stranger', dependencies: ['loud'] });
    expect(() => pluginServices(base, [greeter, loud, stranger])(stranger).service(shout)).toThrow(
      "Plugin 'stranger' asks for the service 'loud.shout' without listing it in 'uses'",
    );
  });

  it('stops at start when a used service has no provider, two providers, or a provider it does not depend on', () => {
    const orphan = definePlugin({ id: 'orphan', uses: [createServiceRef('nobody.nothing')] });
    expect(() => pluginServices(base, [orphan])).toThrow(
      "Plugin 'orphan' uses the service 'nobody.nothing', which no installed plugin provides",
    );
    const twin = definePlugin({ ...greeter, id: 'twin' });
    expect(() => pluginServices(base, [greeter, twin])).toThrow(
      "The service 'greeter.greeting' is provided twice: by 'greeter' and 'twin'",
    );
    const independent = definePlugin({ id: 'independent', uses: [greeting] });
    expect(() => pluginServices(base, [greeter, independent])).toThrow(
      "Plugin 'independent' uses the service 'greeter.greeting' of 'greeter' without depending on it",
    );
  });

  it('answers any installed service to the host', () => {
    const plugins = [greeter, loud];
    expect(anyService(plugins, pluginServices(base, plugins))(shout).shout('Ben')).toBe(
      'HALLO BEN',
    );
    expect(() =>
      anyService(plugins, pluginServices(base, plugins))(createServiceRef('x.y')),
    ).toThrow("No installed plugin provides the service 'x.y'");
  });
});
