import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  companyProfileInputSchema,
  companyProfileKeys,
  companyProfileResponseSchema,
  type CompanyProfileInput,
} from '@/entities/company-profile/api/get-company-profile';
import { apiRequest } from '@/lib/api-client';

/** PUT /companies/{companyId}/profile { emt, region } (decision 0030): the profile as saved. */
export async function updateCompanyProfile(companyId: number, input: CompanyProfileInput) {
  const body = companyProfileInputSchema.parse(input);
  const answer = await apiRequest({
    method: 'PUT',
    path: `/companies/${companyId}/profile`,
    body,
    schema: companyProfileResponseSchema,
    timeout: 'user',
  });
  return answer.data;
}

export function useUpdateCompanyProfile(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) => updateCompanyProfile(companyId, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(companyProfileKeys.detail(companyId), profile);
    },
  });
}
