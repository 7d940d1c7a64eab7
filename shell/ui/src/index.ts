// The UI parts front ends bundle into their own builds (not a shared singleton): each
// micro-frontend takes what it uses, at the version it was built with. Their styles come with
// `@eventalp/shell-ui/styles.css`, which every front end imports once; the design tokens those
// styles use are the shell's (CSS custom properties, see shell/src/styles/tokens.css).
export { FormField } from './forms/FormField';
export { SelectField } from './forms/SelectField';
export { Checkbox, RadioGroup, type RadioOption } from './forms/Choice';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './controls/Button';
export { Dropdown, type DropdownProps } from './dropdown/Dropdown';
export { MultiSelect, type MultiSelectProps } from './dropdown/MultiSelect';
export type { SelectOption } from './dropdown/ListboxSelect';
export { SELECT_TEXT_MAX, trimLabel } from './dropdown/trimLabel';
export { FilterChip, ToggleChip } from './chips/Chip';
export { Card } from './card/Card';
export { Dialog } from './dialog/Dialog';
export { Tabs, type TabItem } from './navigation/Tabs';
export { ToastRegion, TOAST_DURATION_MS, useToasts, type ToastMessage } from './feedback/Toast';
export { Skeleton } from './feedback/Skeleton';
export { EmptyState } from './feedback/EmptyState';
export { CategoryIcon, type CategoryIconProps } from './icons/CategoryIcon';
export { Icon, type IconNode, type IconProps } from './icons/Icon';
export {
  CATEGORY_ICON_NAMES,
  categoryIconName,
  entryCategoryIconName,
  type CategoryIconName,
} from './icons/categoryIcons';
export { Pagination, type PaginationLabels } from './navigation/Pagination';
export {
  externalHref,
  teaserLink,
  type TeaserAnchor,
  type TeaserItem,
} from './navigation/teaserLink';
export { Breadcrumbs } from './navigation/Breadcrumbs';
export {
  AreaMessages,
  defineAreaPage,
  loadAreaMessages,
  withAreaMessages,
  type AreaCatalogs,
  type AreaData,
} from './i18n/areaMessages';
export { breadcrumbJsonLd, type Crumb } from './navigation/breadcrumbJsonLd';
export { itemListJsonLd } from './navigation/itemListJsonLd';
export { imageAttributes, type ImageAttributes } from './media/imageAttributes';
export type { MediaView } from './media/MediaView';
export { PhotoGallery } from './media/PhotoGallery';
export { MOSAIC_TILES, photoAlt, PhotoMosaic, type PhotoMosaicTexts } from './media/PhotoMosaic';
export { ResponsiveImage } from './media/ResponsiveImage';
export { VenueMap, type VenueMapPosition } from './map/VenueMap';
export { loadResultsMap } from './map/loadResultsMap';
export type {
  MapBounds,
  ResultsMap,
  ResultsMapOptions,
  ResultsMapPoint,
} from './map/createResultsMap';
export type { ResultsMapLabels } from './map/resultMarkers';
