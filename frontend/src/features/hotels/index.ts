// The hotels feature's public face: what other features may import of it (ESLint refuses any other path into
// this folder). Re-exports only, so importing it runs nothing the modules below do not already run.
export { HOTEL_CALLS, hotelCalls, post } from './hotel-calls';
export {
  useCreateHotelFacilityMutation,
  useDeleteHotelFacilityMutation,
  useDeleteRatePlanMutation,
  useEditHotelFacilityMutation,
  useFacilitiesQuery,
  useHotelFacilitiesQuery,
  useHotelQuery,
  useRoomListQuery,
  useRoomRateListQuery,
} from './hotels.api';
export { HotelForm } from './components/HotelForm';
export { HotelPicker } from './components/HotelPicker';
export { nameIn } from './components/hotel-words';
