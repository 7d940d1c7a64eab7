import { Dropdown, MultiSelect, type SelectOption } from '@eventalp/shell-ui';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { DemoCase } from './DemoCase';

function roomOptions(intl: IntlShape): SelectOption[] {
  return [
    {
      value: 'saal',
      label: intl.formatMessage({
        id: 'marketplace.demos.roomHall',
        defaultMessage: 'Panoramasaal',
      }),
    },
    {
      value: 'foyer',
      label: intl.formatMessage({ id: 'marketplace.demos.roomFoyer', defaultMessage: 'Foyer' }),
    },
    {
      value: 'lounge',
      label: intl.formatMessage({ id: 'marketplace.demos.roomLounge', defaultMessage: 'Lounge' }),
    },
    {
      value: 'terrasse',
      label: intl.formatMessage({
        id: 'marketplace.demos.roomLong',
        defaultMessage: 'Seminarraum mit Seesicht und grosser Sonnenterrasse',
      }),
    },
    {
      value: 'keller',
      label: intl.formatMessage({
        id: 'marketplace.demos.roomCellar',
        defaultMessage: 'Gewölbekeller',
      }),
      disabled: true,
    },
  ];
}

/** The spec's custom dropdowns: single and multiple, closed, chosen, open, trimmed, disabled. */
export function DropdownDemos() {
  const intl = useIntl();
  const options = roomOptions(intl);
  const [room, setRoom] = useState<string | null>(null);
  const [chosenRoom, setChosenRoom] = useState<string | null>('terrasse');
  const [openRoom, setOpenRoom] = useState<string | null>('foyer');
  const [rooms, setRooms] = useState<string[]>(['saal', 'foyer']);
  const [regions, setRegions] = useState<string[]>(['zh', 'be', 'lu']);
  const label = intl.formatMessage({ id: 'marketplace.demos.room', defaultMessage: 'Raum' });
  const roomsLabel = intl.formatMessage({ id: 'marketplace.demos.rooms', defaultMessage: 'Räume' });
  const placeholder = intl.formatMessage({
    id: 'marketplace.demos.chooseRoom',
    defaultMessage: 'Raum wählen',
  });
  const regionOptions = [
    { value: 'zh', label: 'Zürich' },
    { value: 'be', label: 'Bern' },
    { value: 'lu', label: 'Luzern' },
    { value: 'ge', label: 'Genève' },
  ];
  return (
    <section className="ea-demos__section" aria-labelledby="demos-dropdowns">
      <h2 id="demos-dropdowns">
        <FormattedMessage id="marketplace.demos.dropdowns" defaultMessage="Dropdowns" />
      </h2>
      <p>
        <FormattedMessage
          id="marketplace.demos.dropdownIntro"
          defaultMessage="Klick öffnet und schliesst, ein Klick daneben oder Escape schliesst, Pfeiltasten, Pos1/Ende und Anfangsbuchstaben wählen aus, Enter oder Leertaste übernimmt. Texte über 30 Zeichen werden gekürzt, der ganze Text steht im Tooltip."
        />
      </p>
      <div className="ea-demos__grid">
        <DemoCase
          title={<FormattedMessage id="marketplace.demos.default" defaultMessage="Normal" />}
        >
          <Dropdown
            label={label}
            placeholder={placeholder}
            options={options}
            value={room}
            onChange={setRoom}
            resettable
            className="ea-demos__dropdown-single"
          />
        </DemoCase>
        <DemoCase
          title={
            <FormattedMessage
              id="marketplace.demos.chosenTrimmed"
              defaultMessage="Gewählt, gekürzt, mit Zurücksetzen"
            />
          }
        >
          <Dropdown
            label={label}
            placeholder={placeholder}
            options={options}
            value={chosenRoom}
            onChange={setChosenRoom}
            resettable
          />
        </DemoCase>
        <DemoCase
          title={<FormattedMessage id="marketplace.demos.error" defaultMessage="Mit Fehler" />}
        >
          <Dropdown
            label={label}
            placeholder={placeholder}
            options={options}
            value={null}
            onChange={() => {}}
            errors={[
              intl.formatMessage({
                id: 'marketplace.demos.required',
                defaultMessage: 'Dieses Feld ist erforderlich.',
              }),
            ]}
          />
        </DemoCase>
        <DemoCase
          title={<FormattedMessage id="marketplace.demos.disabled" defaultMessage="Deaktiviert" />}
        >
          <Dropdown
            label={label}
            placeholder={placeholder}
            options={options}
            value="saal"
            onChange={() => {}}
            disabled
          />
        </DemoCase>
        <DemoCase
          title={
            <FormattedMessage
              id="marketplace.demos.multiTwo"
              defaultMessage="Mehrfachauswahl mit zwei Räumen"
            />
          }
        >
          <MultiSelect
            label={roomsLabel}
            placeholder={placeholder}
            options={options}
            values={rooms}
            onChange={setRooms}
            resettable
            className="ea-demos__dropdown-multi"
          />
        </DemoCase>
        <DemoCase
          title={
            <FormattedMessage
              id="marketplace.demos.multiNoun"
              defaultMessage="Mehrfachauswahl mit eigenem Wort"
            />
          }
        >
          <MultiSelect
            label={intl.formatMessage({
              id: 'marketplace.demos.regions',
              defaultMessage: 'Regionen',
            })}
            placeholder={intl.formatMessage({
              id: 'marketplace.demos.chooseRegion',
              defaultMessage: 'Region wählen',
            })}
            options={regionOptions}
            values={regions}
            onChange={setRegions}
            selectedCountLabel={(count) =>
              intl.formatMessage(
                {
                  id: 'marketplace.demos.regionsSelected',
                  defaultMessage: '{count} Regionen ausgewählt',
                },
                { count },
              )
            }
            resettable
          />
        </DemoCase>
        <DemoCase
          title={<FormattedMessage id="marketplace.demos.open" defaultMessage="Geöffnet" />}
        >
          <div className="ea-demos__open-space">
            <Dropdown
              label={label}
              placeholder={placeholder}
              options={options}
              value={openRoom}
              onChange={setOpenRoom}
              defaultOpen
            />
          </div>
        </DemoCase>
      </div>
    </section>
  );
}
