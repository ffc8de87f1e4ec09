// The storage screens in one lazy chunk: one import site in the route table instead of three;
// they share most of their code (item rows and form, expiry, the QR label) anyway.
export { StorageGroupRoute } from './StorageGroupRoute';
export { StorageGroupsRoute } from './StorageGroupsRoute';
export { StorageItemRoute } from './StorageItemRoute';
