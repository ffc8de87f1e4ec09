// The views' screens that load together (list, timeline, one group's pages, /time-groups'
// redirect): one lazy chunk and one import in the route table, which is first-screen code. The
// graph (Recharts) and calculate (Papa Parse) load apart, each with its own routes.
export { TimeListRoute } from './list/TimeListRoute';
export { TimelineRoute } from './timeline/TimelineRoute';
export { GroupListRoute, GroupRoute } from './group/GroupListRoute';
export { ViewsIndexRoute } from './ViewsIndexRoute';
