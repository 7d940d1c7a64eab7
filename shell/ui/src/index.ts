// The UI parts front ends bundle into their own builds (not a shared singleton): each
// micro-frontend takes what it uses, at the version it was built with. Their styles come with
// `@eventalp/shell-ui/styles.css`, which every front end imports once; the design tokens those
// styles use are the shell's (CSS custom properties, see shell/src/styles/tokens.css).
export { FormField } from './forms/FormField';
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
export { breadcrumbJsonLd, type Crumb } from './navigation/breadcrumbJsonLd';
export { itemListJsonLd } from './navigation/itemListJsonLd';
export { imageAttributes, type ImageAttributes } from './media/imageAttributes';
export type { MediaView } from './media/MediaView';
export { PhotoGallery } from './media/PhotoGallery';
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
