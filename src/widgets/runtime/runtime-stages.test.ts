import { describe, expect, it } from 'vitest';
import { runtimeStages } from './runtime-stages';

const stageFiles = Object.keys(import.meta.glob('./stages/*.ts')).map((path) => path.slice('./stages/'.length, -3));

describe("the runtime's stages", () => {
  it('lists every stage module once, so none is left unloaded', () => {
    expect([...runtimeStages].sort()).toEqual(stageFiles.sort());
    expect(new Set(runtimeStages).size).toBe(runtimeStages.length);
  });
});
