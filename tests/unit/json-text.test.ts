import { describe, expect, it } from "vitest";
import { jsonTextProblem } from "#workers/web/api/middleware/json-text.ts";

describe("jsonTextProblem", () => {
  it("passes ordinary JSON, including the same key in different objects and keys as values", () => {
    for (const text of [
      '{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}',
      '{"a":"a","b":["a","a"]}',
      '"\\ud83d\\ude00"',
      "[]",
      '{"x":"}{,\\"x\\":"}',
    ]) {
      expect(jsonTextProblem(text), text).toBeNull();
    }
  });

  it("finds a key repeated in one object, however it is spelt or nested", () => {
    expect(jsonTextProblem('{"a":1,"a":2}')).toEqual({ kind: "duplicate-key", key: "a" });
    expect(jsonTextProblem('{"projectId":"x","\\u0070rojectId":"y"}')).toEqual({
      kind: "duplicate-key",
      key: "projectId",
    });
    expect(jsonTextProblem('[{"ok":1},{"deep":{"k":[1,{"z":0,"z":1}]}}]')).toEqual({ kind: "duplicate-key", key: "z" });
  });

  it("finds an escaped lone surrogate in a key or a value", () => {
    expect(jsonTextProblem('{"a":"x\\ud800"}')).toEqual({ kind: "lone-surrogate" });
    expect(jsonTextProblem('{"\\udc00":1}')).toEqual({ kind: "lone-surrogate" });
  });

  it("walks very deep nesting without recursion", () => {
    const depth = 200_000;
    expect(jsonTextProblem(`${"[".repeat(depth)}{"a":1,"a":1}${"]".repeat(depth)}`)).toEqual({
      kind: "duplicate-key",
      key: "a",
    });
  });
});
