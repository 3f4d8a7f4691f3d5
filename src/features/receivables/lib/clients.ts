/** How a client is named on screen: its organization, else its business name, else its RUT. */
export const clientDisplayName = (client: {
  organizationName?: string | null;
  businessName?: string | null;
  rut?: string | null;
}) => client.organizationName || client.businessName || client.rut || 'Cliente sin nombre';
