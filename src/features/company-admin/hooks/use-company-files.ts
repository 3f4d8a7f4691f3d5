import { useQuery } from '@tanstack/react-query';

import { companyFilesQueryOptions } from '@/entities/company-files/api/get-company-files';

/** The company's files, for the section of each (GET /users/uploads). */
export function useCompanyFiles(companyId: number) {
  return useQuery(companyFilesQueryOptions(companyId));
}
