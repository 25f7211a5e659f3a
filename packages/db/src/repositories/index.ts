export * from './goals.ts';
export * from './moods.ts';
export * from './sessions.ts';
export * from './speeches.ts';
export * from './users.ts';
