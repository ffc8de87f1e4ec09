// Names for the generated contract types (./openapi.d.ts, from `npm run gen:api`), so server,
// machines, web and tests all say `User` or `ResponseData<'getUser'>` and nobody copies an entity
// by hand. Nothing here may import the app: only the generated file.
import type { components, operations } from './openapi';

export type Schemas = components['schemas'];

export type User = Schemas['User'];
export type Profile = Schemas['Profile'];
export type Preferences = Schemas['Preferences'];
export type PreferencesChange = Schemas['PreferencesChange'];
export type TokenPair = Schemas['TokenPair'];
export type Access = Schemas['Access'];
export type PendingLogin = Schemas['PendingLogin'];
export type Session = Schemas['Session'];
export type LanguageCode = Schemas['LanguageCode'];
export type ErrorCode = Schemas['ErrorCode'];
export type TimeGroup = Schemas['TimeGroup'];
export type ShallowTimeGroup = Schemas['ShallowTimeGroup'];
export type SubGroup = Schemas['SubGroup'];
export type TimeStamp = Schemas['TimeStamp'];
export type TimeStampPage = Schemas['TimeStampPage'];
export type ActiveStamp = Schemas['ActiveStamp'];
export type Tag = Schemas['Tag'];
export type TaggedTimeGroup = Schemas['TaggedTimeGroup'];
export type Goal = Schemas['Goal'];
export type GoalPeriod = Schemas['GoalPeriod'];
export type GoalComparison = Schemas['GoalComparison'];
export type GoalProgress = Schemas['GoalProgress'];
export type TotalsBy = Schemas['TotalsBy'];
export type TimeTotals = Schemas['TimeTotals'];
export type TotalsPeriod = Schemas['TotalsPeriod'];
export type GroupTotal = Schemas['GroupTotal'];
export type SubGroupTotal = Schemas['SubGroupTotal'];

export type OperationId = keyof operations;

type JsonBody<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Parameters<Id extends OperationId> = operations[Id]['parameters'];

/** The JSON request body of an operation (`never` when it takes none). */
export type RequestBody<Id extends OperationId> = operations[Id] extends { requestBody?: infer Body } ? JsonBody<NonNullable<Body>> : never;
export type QueryOf<Id extends OperationId> = NonNullable<Parameters<Id>['query']>;
export type PathOf<Id extends OperationId> = NonNullable<Parameters<Id>['path']>;

type SuccessEnvelope<Id extends OperationId> = JsonBody<operations[Id]['responses'] extends { 200: infer Ok } ? Ok : never>;

/**
 * What a successful call answers in the envelope's `data`; never for an operation whose success is
 * not JSON (an image's bytes). The brackets keep that never from matching `{ data }` as unknown.
 */
export type ResponseData<Id extends OperationId> = [SuccessEnvelope<Id>] extends [never] ? never : SuccessEnvelope<Id> extends { data: infer Data } ? Data : never;
