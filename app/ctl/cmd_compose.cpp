// slipwayctl profiles, compose, submit, status, cancel, logs (core/site, core/compose, core/scheduler, core/runs).

#include "command.h"
