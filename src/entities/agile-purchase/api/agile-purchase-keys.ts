/** The agile purchase's cache keys: the UTM's value in pesos, read from the indicators. */
export const agilePurchaseKeys = {
  utm: ['indicators', 'utm'] as const,
};
