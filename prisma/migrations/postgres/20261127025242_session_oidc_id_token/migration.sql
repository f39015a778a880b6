-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "oidcIdToken" TEXT;

