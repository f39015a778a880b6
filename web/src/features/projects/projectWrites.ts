/** Project writes (create, edit, reorder, delete with its tasks), each with an optimistic update. */
import { graphql } from 'react-relay/hooks.js';
import { ConnectionHandler, type RecordSourceProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { projectWritesCreateMutation } from '../../__generated__/projectWritesCreateMutation.graphql.ts';
import type { projectWritesUpdateMutation } from '../../__generated__/projectWritesUpdateMutation.graphql.ts';
import type { projectWritesDeleteMutation } from '../../__generated__/projectWritesDeleteMutation.graphql.ts';
import type { projectWritesReorderMutation } from '../../__generated__/projectWritesReorderMutation.graphql.ts';
import { orderConnection } from '../../components/sortable/sortableGrid.ts';
import { removeTask } from '../tasks/taskConnections.ts';
import { commitAsync } from '../../relay/commitAsync.ts';

export const PROJECTS_CONNECTION = 'ProjectList_projects';

const createMutation = graphql`
  mutation projectWritesCreateMutation($input: CreateProjectInput!) {
    createProject(input: $input) {
      projectEdge {
        cursor
        node {
          id
          rowId
          name
          description
          priority
          taskCount
          completedTaskCount
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation projectWritesUpdateMutation($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      project {
        id
        name
        description
        priority
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation projectWritesDeleteMutation($input: DeleteProjectInput!) {
    deleteProject(input: $input) {
      deletedProjectId
      deletedTaskIds
    }
  }
`;

const reorderMutation = graphql`
  mutation projectWritesReorderMutation($input: ReorderProjectsInput!) {
    reorderProjects(input: $input) {
      projects {
        id
        position
      }
    }
  }
`;

function projectsConnection(store: RecordSourceSelectorProxy) {
  return ConnectionHandler.getConnection(store.getRoot(), PROJECTS_CONNECTION);
}

/**
 * Takes a project out of every list of projects in the store (the Projects screen's connection and the
 * other screens' `projects(first: 1000)`), then forgets it: a list must not keep an edge to a project
 * that is gone, which reads as a null node.
 */
export function forgetProject(store: RecordSourceProxy, id: string) {
  const connection = ConnectionHandler.getConnection(store.getRoot(), PROJECTS_CONNECTION);
  if (connection) ConnectionHandler.deleteNode(connection, id);
  const plain = store.getRoot().getLinkedRecord('projects', { first: 1000 });
  const edges = plain?.getLinkedRecords('edges');
  if (plain && edges)
    plain.setLinkedRecords(
      edges.filter((e) => e?.getLinkedRecord('node')?.getDataID() !== id),
      'edges',
    );
  store.delete(id);
}

export type ProjectFields = { name: string; description: string | null; priority: number };

let optimisticCount = 0;

export async function createProject(fields: ProjectFields) {
  const response = await commitAsync<projectWritesCreateMutation>(
    createMutation,
    { input: fields },
    (store) => {
      const connection = projectsConnection(store);
      if (!connection) return;
      const id = `client:optimisticProject:${++optimisticCount}`;
      const project = store.create(id, 'Project');
      const values: Record<string, unknown> = { id, rowId: 0, ...fields, taskCount: 0, completedTaskCount: 0 };
      for (const [key, value] of Object.entries(values)) project.setValue(value as never, key);
      ConnectionHandler.insertEdgeAfter(connection, ConnectionHandler.createEdge(store, connection, project, 'ProjectEdge'));
    },
    (store) => {
      const connection = projectsConnection(store);
      const node = store.getRootField('createProject')?.getLinkedRecord('projectEdge')?.getLinkedRecord('node');
      if (connection && node) ConnectionHandler.insertEdgeAfter(connection, ConnectionHandler.createEdge(store, connection, node, 'ProjectEdge'));
    },
  );
  return response.createProject.projectEdge.node;
}

export async function updateProject(id: string, fields: ProjectFields) {
  await commitAsync<projectWritesUpdateMutation>(updateMutation, { input: { id, ...fields } }, (store) => {
    const project = store.get(id);
    if (!project) return;
    for (const [key, value] of Object.entries(fields)) project.setValue(value as never, key);
  });
}

/** Saves the projects' order (every project's id, first to last); the list shows it at once. */
export async function reorderProjects(ids: readonly string[]) {
  const order = (store: RecordSourceSelectorProxy) => orderConnection(store, PROJECTS_CONNECTION, ids);
  await commitAsync<projectWritesReorderMutation>(reorderMutation, { input: { projectIds: [...ids] } }, order, order);
}

/** Deletes the project and its tasks (the dialog says so first). */
export async function deleteProject(id: string) {
  const sweep = (store: RecordSourceSelectorProxy, taskIds: readonly string[]) => {
    const connection = projectsConnection(store);
    if (connection) ConnectionHandler.deleteNode(connection, id);
    for (const taskId of taskIds) {
      removeTask(store, taskId);
      store.delete(taskId);
    }
  };
  await commitAsync<projectWritesDeleteMutation>(
    deleteMutation,
    { input: { id, deleteTasks: true } },
    (store) => sweep(store, []),
    (store, data) => {
      sweep(store, data?.deleteProject.deletedTaskIds ?? []);
      forgetProject(store, id);
    },
  );
}
