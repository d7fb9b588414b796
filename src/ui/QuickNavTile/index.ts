export { QuickNavTile } from './QuickNavTile';
export type { QuickNavTileProps } from './QuickNavTile';
