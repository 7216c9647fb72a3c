import { hasPermission } from '@bo/shared';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Whether the signed-in user holds `permission` (`users.create`...; '*' holds all). */
export function useCan() {
  const permissions = useAppSelector((state) => state.session.user?.permissions);
  return (permission: string) => hasPermission(permissions ?? [], permission);
}
