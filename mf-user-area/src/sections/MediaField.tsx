import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PHOTO_SLOTS, type MediaCollection } from '@eventalp/plugin-catalog/domain';
import { useCallback } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { MediaUploader, type UploadedMedia } from './MediaUploader';

const slotLabels = defineMessages({
  exterior_image: { id: 'userArea.slot.exterior', defaultMessage: 'Aussenansicht' },
  entrance_image: { id: 'userArea.slot.entrance', defaultMessage: 'Eingang' },
  environment_image: { id: 'userArea.slot.environment', defaultMessage: 'Umgebung' },
  conference_image: { id: 'userArea.slot.conference', defaultMessage: 'Konferenz' },
  celebration_image: { id: 'userArea.slot.celebration', defaultMessage: 'Feier' },
  wedding_image: { id: 'userArea.slot.wedding', defaultMessage: 'Hochzeit' },
});

interface MediaFieldProps {
  legend: string;
  collection: MediaCollection;
  /** One file at most (logo, contact image, header, 360 thumbnail): an upload replaces it. */
  single?: boolean;
  endpoint: string;
  value: UploadedMedia[];
  errors?: string[];
  /** Takes an update of the list as it stands (uploads finish one after the other). */
  onChange(update: (items: UploadedMedia[]) => UploadedMedia[]): void;
}

/**
 * Photos (the six slots and the gallery), PDF documents or a single image (logo, contact image,
 * header, 360 thumbnail): upload with progress, order by drag and drop (or the keyboard), a slot
 * and an alt text per photo, remove. A single image's upload replaces the one before.
 */
export function MediaField({
  legend,
  collection,
  single = false,
  endpoint,
  value,
  errors,
  onChange,
}: MediaFieldProps) {
  const intl = useIntl();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = value.findIndex((item) => item.id === active.id);
    const to = value.findIndex((item) => item.id === over.id);
    onChange((items) => arrayMove(items, from, to));
  };
  const onUploaded = useCallback(
    (media: UploadedMedia) => onChange((items) => (single ? [media] : [...items, media])),
    [onChange, single],
  );
  const images = collection !== 'documents';
  const set = (id: number, change: Partial<UploadedMedia>) =>
    onChange((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  return (
    <fieldset className="ea-media-field">
      <legend>{legend}</legend>
      <MediaUploader
        endpoint={endpoint}
        collection={collection}
        accept={images ? 'image/gif,image/png,image/jpeg,image/webp' : 'application/pdf'}
        label={
          single
            ? intl.formatMessage(
                {
                  id: 'userArea.upload.chooseOne',
                  defaultMessage: 'Datei für «{legend}» auswählen',
                },
                { legend },
              )
            : intl.formatMessage({
                id: 'userArea.upload.choose',
                defaultMessage: 'Dateien auswählen',
              })
        }
        onUploaded={onUploaded}
      />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext
          items={value.map((item) => item.id)}
          strategy={verticalListSortingStrategy}
        >
          <ol className="ea-media-field__list">
            {value.map((item) => (
              <SortableMedia key={item.id} item={item}>
                {images ? (
                  <img
                    src={item.src}
                    alt={item.title ?? ''}
                    width={120}
                    height={80}
                    loading="lazy"
                  />
                ) : (
                  <a href={item.url} target="_blank" rel="noreferrer">
                    {item.name}.pdf
                  </a>
                )}
                <label>
                  {images ? (
                    <FormattedMessage id="userArea.media.alt" defaultMessage="Alternativtext" />
                  ) : (
                    <FormattedMessage id="userArea.media.title" defaultMessage="Titel" />
                  )}
                  <input
                    value={item.title ?? ''}
                    onChange={(event) => set(item.id, { title: event.target.value })}
                  />
                </label>
                {collection === 'photos' && (
                  <label>
                    <FormattedMessage id="userArea.media.slot" defaultMessage="Fotoplatz" />
                    <select
                      value={item.slot ?? ''}
                      onChange={(event) => set(item.id, { slot: event.target.value || null })}
                    >
                      <option value="">
                        {intl.formatMessage({
                          id: 'userArea.media.gallery',
                          defaultMessage: 'Galerie',
                        })}
                      </option>
                      {PHOTO_SLOTS.map((slot) => (
                        <option key={slot} value={slot}>
                          {intl.formatMessage(slotLabels[slot])}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <button
                  type="button"
                  className="ea-link-button"
                  onClick={() => onChange((items) => items.filter((other) => other.id !== item.id))}
                >
                  <FormattedMessage id="userArea.list.remove" defaultMessage="Entfernen" />
                </button>
              </SortableMedia>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {errors?.length ? <p className="ea-form__error">{errors.join(' ')}</p> : null}
    </fieldset>
  );
}

function SortableMedia({ item, children }: { item: UploadedMedia; children: React.ReactNode }) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      className="ea-media-field__item"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="ea-media-field__handle"
        aria-label={intl.formatMessage(
          { id: 'userArea.media.move', defaultMessage: 'Verschieben: {name}' },
          { name: item.title || item.name },
        )}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      {children}
    </li>
  );
}
