/** The PostgreSQL schema that holds the job queue's tables (pg-boss). */
export const JOB_QUEUE_SCHEMA = "pgboss";
