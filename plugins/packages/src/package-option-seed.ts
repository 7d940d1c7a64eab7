import type { Knex } from 'knex';
import type { PluginSeed } from '@eventalp/platform-sdk';
import { PACKAGE_OPTION_GROUPS, type PackageOptionGroup } from './domain/package-options';

const options: Record<PackageOptionGroup, string[]> = {
  restrictions: [
    'Keine laute Musik nach 22 Uhr',
    'Kein offenes Feuer',
    'Kein Konfetti',
    'Eigenes Catering nicht erlaubt',
    'Keine Haustiere',
  ],
  meet: ['Seminar', 'Workshop', 'Sitzung', 'Konferenz', 'Klausur'],
  celebration: ['Geburtstag', 'Jubiläum', 'Apéro', 'Party'],
  celebration_business: [
    'Firmenfeier',
    'Weihnachtsessen',
    'Produktpräsentation',
    'Generalversammlung',
    'Teamevent',
  ],
  celebration_private: ['Geburtstagsfeier', 'Familienfest', 'Taufe', 'Klassentreffen'],
  marry: ['Trauung', 'Hochzeitsapéro', 'Hochzeitsfeier', 'Polterabend'],
};

export function packageOptionSeed(db: Knex): PluginSeed {
  return {
    name: 'package-options',
    async run() {
      const rows = PACKAGE_OPTION_GROUPS.flatMap((group) =>
        options[group].map((name, order) => ({ group, name, order })),
      );
      await db('packages_options').insert(rows).onConflict(['group', 'name']).merge(['order']);
    },
  };
}
