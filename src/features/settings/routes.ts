// What every public page's chunk takes of the settings: its top-level admin addresses. A module
// apart from its entry (kind.ts): a module's exports stay in the one chunk that holds it, so in one
// module with the entry, the whole entry would be on every public first load.

/** The specification's top-level address of the settings' screen: the route map's `topLevelAdmin`. */
export const also = { settings: '/settings' } as const;
