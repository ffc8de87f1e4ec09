// The vault's route screens in one lazy chunk: one import site in the route table (area.ts)
// instead of five keeps the first screen's code small; the screens share most of their code anyway.
export { AddEntryRoute } from './add/AddEntryRoute';
export { EntryRoute } from './entry/EntryRoute';
export { GroupRoute } from './group/GroupRoute';
export { GroupsRoute } from './groups/GroupsRoute';
export { ParentRoute } from './parent/ParentRoute';
