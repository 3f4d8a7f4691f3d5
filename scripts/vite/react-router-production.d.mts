export function reactRouterProductionAliases(): { find: RegExp; replacement: string }[];
