import {
  catalogOwnerClient,
  roomMediaUploadUrl,
  ROOM_FIELDS,
  type OwnerEntry,
  type OwnerRoom,
  type OwnerRooms,
} from '@eventalp/plugin-catalog/domain';
import type { TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';
import { HttpError, usePlatform } from '@eventalp/shell-kit';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EntryNav } from '../shared/EntryNav';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { FieldInput } from '../sections/FieldInput';
import '../sections/SectionForm.css';

// Uppy loads when a room's image or ground plan is edited.
const MediaUploader = lazy(() =>
  import('../sections/MediaUploader').then((module) => ({ default: module.MediaUploader })),
);

export interface RoomsPageData {
  entry: OwnerEntry;
  rooms: OwnerRooms;
  taxonomies: Record<string, TaxonomyEntry[]>;
}

type Draft = Record<string, unknown>;
const emptyRoom = (): Draft => Object.fromEntries(ROOM_FIELDS.map((field) => [field.name, null]));
const valuesOf = (room: OwnerRoom): Draft =>
  Object.fromEntries(ROOM_FIELDS.map((field) => [field.name, room[field.name] ?? null]));

/** `/site/user/location/rooms/{id}`: add, edit, delete and reorder a location's rooms. */
export function RoomsPage({ data }: { data: RoomsPageData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [rooms, setRooms] = useState(data.rooms);
  const [editing, setEditing] = useState<{ id: number | null; values: Draft } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const dirty = editing !== null;
  useUnsavedChangesGuard(dirty);
  const client = catalogOwnerClient(http);
  const id = data.entry.id;

  const fail = (error: unknown) => {
    const fieldErrors = fieldErrorsFrom(error);
    if (fieldErrors) {
      setErrors(fieldErrors);
      setMessage({
        text: intl.formatMessage({
          id: 'userArea.save.fillRequired',
          defaultMessage: 'Bitte fülle alle Pflichtfelder aus.',
        }),
        error: true,
      });
    } else
      setMessage({
        text:
          error instanceof HttpError && error.status === 409
            ? error.message
            : intl.formatMessage({
                id: 'userArea.save.updateFailed',
                defaultMessage: 'Aktualisierung fehlgeschlagen.',
              }),
        error: true,
      });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    try {
      const body = { version: rooms.version, values: editing.values };
      const answer =
        editing.id === null
          ? await client.addRoom(id, body)
          : await client.saveRoom(id, editing.id, body);
      setRooms(await client.rooms(id));
      setEditing(null);
      setErrors({});
      setMessage({ text: answer.message, error: false });
    } catch (error) {
      fail(error);
    }
  }
  async function remove(room: OwnerRoom) {
    if (
      !window.confirm(
        intl.formatMessage(
          { id: 'userArea.rooms.confirmDelete', defaultMessage: 'Raum «{name}» löschen?' },
          { name: room.name as string },
        ),
      )
    )
      return;
    try {
      setRooms(await client.deleteRoom(id, room.id, rooms.version));
      setMessage({
        text: intl.formatMessage({
          id: 'userArea.rooms.deleted',
          defaultMessage: 'Der Raum wurde gelöscht.',
        }),
        error: false,
      });
    } catch (error) {
      fail(error);
    }
  }
  async function move(index: number, by: -1 | 1) {
    const ids = rooms.data.map((room) => room.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    try {
      setRooms(await client.orderRooms(id, { version: rooms.version, ids }));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <UserAreaFrame current="entries">
      <EntryNav entry={data.entry} current="rooms" />
      <h1>
        <FormattedMessage id="userArea.section.rooms" defaultMessage="Räume" /> – {data.entry.name}
      </h1>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`ea-status ${message.error ? 'ea-status--error' : 'ea-status--success'}`}
        >
          {message.text}
        </p>
      )}
      <ol className="ea-card-list">
        {rooms.data.map((room: OwnerRoom, index) => (
          <li key={room.id} className="ea-owner-card">
            <h2>{room.name as string}</h2>
            <p>
              {[
                room.area ? `${String(room.area)} m²` : null,
                room.banquet_max ? `${String(room.banquet_max)} Pers. Bankett` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="ea-actions">
              <button
                type="button"
                className="ea-button"
                onClick={() => setEditing({ id: room.id, values: valuesOf(room) })}
              >
                <FormattedMessage id="userArea.rooms.edit" defaultMessage="Bearbeiten" />
              </button>
              <button
                type="button"
                className="ea-link-button"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <FormattedMessage id="userArea.rooms.up" defaultMessage="Nach oben" />
              </button>
              <button
                type="button"
                className="ea-link-button"
                disabled={index === rooms.data.length - 1}
                onClick={() => move(index, 1)}
              >
                <FormattedMessage id="userArea.rooms.down" defaultMessage="Nach unten" />
              </button>
              <button type="button" className="ea-link-button" onClick={() => remove(room)}>
                <FormattedMessage id="userArea.rooms.delete" defaultMessage="Löschen" />
              </button>
            </p>
          </li>
        ))}
      </ol>
      {editing ? (
        <form className="ea-form ea-section-form" noValidate onSubmit={save}>
          <h2>
            {editing.id === null ? (
              <FormattedMessage id="userArea.rooms.new" defaultMessage="Neuer Raum" />
            ) : (
              <FormattedMessage id="userArea.rooms.editing" defaultMessage="Raum bearbeiten" />
            )}
          </h2>
          {ROOM_FIELDS.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={editing.values[field.name]}
              errors={errors[field.name]}
              context={{
                taxonomies: data.taxonomies,
                countryCategory: data.entry.country_category,
                categoryId: null,
                mediaEndpoint: '',
              }}
              onChange={(update) =>
                setEditing(
                  (current) =>
                    current && {
                      ...current,
                      values: {
                        ...current.values,
                        [field.name]: update(current.values[field.name]),
                      },
                    },
                )
              }
            />
          ))}
          {editing.id !== null && (
            <Suspense fallback={null}>
              <RoomMedia
                room={rooms.data.find((room) => room.id === editing.id)!}
                onUploaded={async () => setRooms(await client.rooms(id))}
              />
            </Suspense>
          )}
          <div className="ea-section-form__actions">
            <button type="submit" className="ea-button ea-button--primary">
              <FormattedMessage id="userArea.save" defaultMessage="Speichern" />
            </button>
            <button
              type="button"
              className="ea-link-button"
              onClick={() => {
                setEditing(null);
                setErrors({});
              }}
            >
              <FormattedMessage id="userArea.cancel" defaultMessage="Abbrechen" />
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="ea-button ea-button--primary"
          onClick={() => setEditing({ id: null, values: emptyRoom() })}
        >
          <FormattedMessage id="userArea.rooms.add" defaultMessage="Raum hinzufügen" />
        </button>
      )}
    </UserAreaFrame>
  );
}

/**
 * A room's image and PDF ground plan: each upload replaces the one before (a new image of an
 * approved entry after the back office's approval).
 */
function RoomMedia({ room, onUploaded }: { room: OwnerRoom; onUploaded(): void }) {
  const intl = useIntl();
  const endpoint = roomMediaUploadUrl(room.id);
  return (
    <>
      <fieldset className="ea-media-field">
        <legend>
          <FormattedMessage id="userArea.rooms.image" defaultMessage="Bild des Raums" />
        </legend>
        {room.image && <img src={room.image.src} alt="" width={160} height={100} />}
        {room.pending_image && (
          <p className="ea-status ea-status--info" role="note">
            <img src={room.pending_image.src} alt="" width={160} height={100} />{' '}
            <FormattedMessage
              id="userArea.rooms.imagePending"
              defaultMessage="Das neue Bild wird nach der Prüfung durch unser Team sichtbar."
            />
          </p>
        )}
        <MediaUploader
          endpoint={endpoint}
          collection="image"
          accept="image/gif,image/png,image/jpeg,image/webp"
          label={intl.formatMessage({
            id: 'userArea.rooms.chooseImage',
            defaultMessage: 'Bild auswählen',
          })}
          onUploaded={onUploaded}
        />
      </fieldset>
      <fieldset className="ea-media-field">
        <legend>
          <FormattedMessage id="userArea.rooms.groundPlan" defaultMessage="Grundriss (PDF)" />
        </legend>
        {room.ground_plan && (
          <a href={room.ground_plan.url} target="_blank" rel="noreferrer">
            <FormattedMessage
              id="userArea.rooms.showGroundPlan"
              defaultMessage="Grundriss ansehen"
            />
          </a>
        )}
        <MediaUploader
          endpoint={endpoint}
          collection="ground_plan"
          accept="application/pdf"
          label={intl.formatMessage({
            id: 'userArea.rooms.chooseGroundPlan',
            defaultMessage: 'Grundriss auswählen',
          })}
          onUploaded={onUploaded}
        />
      </fieldset>
    </>
  );
}
