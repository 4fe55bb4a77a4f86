typedef struct { int position; int speed; } Car;

static int closerFirst(const void* a, const void* b) {
    return ((const Car*)b)->position - ((const Car*)a)->position;
}

int carFleet(int target, int* position, int positionSize, int* speed, int speedSize) {
    Car* cars = malloc(sizeof(Car) * positionSize);
    for (int i = 0; i < positionSize; i++) {
        cars[i].position = position[i];
        cars[i].speed = speed[i];
    }
    qsort(cars, positionSize, sizeof(Car), closerFirst);
    int fleets = 0;
    // The leading fleet's arrival time as the fraction leadDistance / leadSpeed (exact, in 64 bits).
    long long leadDistance = -1, leadSpeed = 1;
    for (int i = 0; i < positionSize; i++) {
        long long distance = target - cars[i].position, s = cars[i].speed;
        if (distance * leadSpeed > leadDistance * s) {
            fleets++;
            leadDistance = distance;
            leadSpeed = s;
        }
    }
    free(cars);
    return fleets;
}
