-- spec §6: the permission rules a role starts with. Operators may add rows; the server reads them at start-up.
INSERT INTO "role_rules" ("id", "role", "action", "subject") VALUES
  ('00000000-0000-4000-8000-000000000001', 'regular', 'use', 'ai_tools'),
  ('00000000-0000-4000-8000-000000000002', 'regular', 'manage', 'own_content'),
  ('00000000-0000-4000-8000-000000000003', 'admin', 'use', 'ai_tools'),
  ('00000000-0000-4000-8000-000000000004', 'admin', 'manage', 'own_content'),
  ('00000000-0000-4000-8000-000000000005', 'admin', 'access', 'admin'),
  ('00000000-0000-4000-8000-000000000006', 'admin', 'manage', 'model_settings'),
  ('00000000-0000-4000-8000-000000000007', 'admin', 'manage', 'users');
