import type { UploadLimits } from '@labelwise/contract';
import { useAdminLoad } from './useAdminLoad';

/**
 * The upload limit in force (System → Config `sys.upload.maxSizeMb`, capped by the server), so the box names and
 * applies the limit the API will; `undefined` until known (the box's default then).
 */
export function useUploadLimit(): number | undefined {
  const { data } = useAdminLoad(
    (client) => client.get<UploadLimits>('/common/upload/limits', undefined, { silent: true }),
    [],
  );
  return data && data.maxSizeMb > 0 ? data.maxSizeMb : undefined;
}
