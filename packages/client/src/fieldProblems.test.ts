import { describe, expect, it } from 'vitest';
import { classifyFieldProblem, parseFieldProblem, refusedField } from './fieldProblems.js';

describe('field problems in the API wording', () => {
  it('parses `field: problem`, nested names included', () => {
    expect(parseFieldProblem('roles.0: refers to a role that does not exist')).toEqual({
      field: 'roles.0',
      problem: 'refers to a role that does not exist',
    });
    // A translation is named by its language: `titleI18n.de-de`.
    expect(parseFieldProblem('titleI18n.de-de: must be at most 120 characters')).toEqual({
      field: 'titleI18n.de-de',
      problem: 'must be at most 120 characters',
    });
    expect(parseFieldProblem('Disk full')).toBeUndefined();
    expect(parseFieldProblem(undefined)).toBeUndefined();
  });

  it('classifies the wordings it knows, with their numbers', () => {
    expect(classifyFieldProblem('must be at most 120 characters')).toEqual({ key: 'tooLong', values: { max: 120 } });
    expect(classifyFieldProblem('must be at least 8 characters')).toEqual({ key: 'tooShort', values: { min: 8 } });
    expect(classifyFieldProblem('incorrect username or password')).toEqual({ key: 'badCredentials' });
    expect(classifyFieldProblem('extension .exe is not allowed (file type)')).toEqual({ key: 'unsupported' });
    expect(classifyFieldProblem('already taken')).toEqual({ key: 'alreadyExists' });
    // A department or post users still hold says what to do; any other reference keeps the general sentence.
    expect(classifyFieldProblem('is still in use by users; take it from them first')).toEqual({ key: 'hasUsers' });
    expect(classifyFieldProblem('is still in use by other records')).toEqual({ key: 'inUse' });
    expect(classifyFieldProblem('some wording we do not know')).toBeUndefined();
  });

  it('ties 400 and 409 refusals to their field always, other codes only for known wordings', () => {
    expect(refusedField(400, 'modelId: some wording we do not know')?.field).toBe('modelId');
    expect(refusedField(409, 'slug: already exists')?.field).toBe('slug');
    expect(refusedField(403, 'username: account is disabled')?.field).toBe('username');
    // a refusal by effect belongs to the field that caused it and names the permission it needs
    expect(refusedField(403, 'driverId: driver 5 is published; this needs site:driver:edit')?.field).toBe('driverId');
    expect(classifyFieldProblem('driver 5 is published; this needs site:driver:edit')).toEqual({
      key: 'needsPermission',
      values: { permission: 'site:driver:edit' },
    });
    expect(refusedField(403, 'No permission for the current operation (site:driver:edit)')).toBeUndefined();
  });
});
